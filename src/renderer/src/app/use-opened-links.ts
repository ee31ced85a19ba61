// Links the OS handed the desktop app (src/main/review-links.ts): taken when the page starts and
// whenever main says one is waiting, then opened as any navigation is, so the unsaved-changes question
// and the sign-in guard apply. A refused link says so and opens nothing.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { parseProtocolLink, protocolLinkOf, type LinkArrival } from '@shared/review-link';
import { i18n } from '@renderer/lib/i18n';
import { notifyError } from '@renderer/lib/notify';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { reviewHrefOf } from '@renderer/lib/review-links';

export function useOpenedLinks() {
  const { links } = usePlatform();
  const navigate = useNavigate();
  useEffect(() => {
    if (!links) return;
    // A link taken is opened even if this effect was cleaned up meanwhile: it is main's no longer.
    const open = (arrival: LinkArrival | null) => {
      if (arrival === null) return;
      // Checked again here: the page trusts only the links it could have made itself.
      const target = arrival.kind === 'review' ? parseProtocolLink(protocolLinkOf(arrival.target)) : null;
      if (target) void navigate(reviewHrefOf(target));
      else
        notifyError(undefined, i18n.t('common:links.refusedDetail'), 'layout', {
          title: i18n.t('common:links.refused'),
          id: 'link-refused',
        });
    };
    const takeWaiting = () => void links.take().then(open, () => undefined);
    const unsubscribe = links.onArrived(takeWaiting);
    takeWaiting();
    return unsubscribe;
  }, [links, navigate]);
}
