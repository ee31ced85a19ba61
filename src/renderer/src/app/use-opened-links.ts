// Links the OS handed the desktop app (src/main/review-links.ts): taken when the page starts and
// whenever main says one is waiting, then opened as any navigation is, so the unsaved-changes question
// and the sign-in guard apply. Bound for a sign-in or recovery screen, the link waits for the sign-in
// instead (lib/link-after-sign-in.ts), and what the reviewer typed stays. A refused link says so and
// opens nothing.
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { parseProtocolLink, protocolLinkOf, type LinkArrival } from '@shared/review-link';
import { i18n } from '@renderer/lib/i18n';
import { notifyError } from '@renderer/lib/notify';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { reviewHrefOf } from '@renderer/lib/review-links';
import { isSignInScreen } from '@renderer/features/auth/lib/return-target';
import { useLinkAfterSignIn } from '@renderer/lib/link-after-sign-in';

export function useOpenedLinks() {
  const { links } = usePlatform();
  const navigate = useNavigate();
  // Where the app is going when a link arrives: the screen whose code is still loading, else the one
  // shown (just signed in, the login screen stays until the next screen's code is in).
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const goingTo = navigation.location?.pathname ?? pathname;
  // Read when a link arrives: not a reason to subscribe again.
  const open = useEffectEvent((arrival: LinkArrival | null) => {
    if (arrival === null) return;
    // Checked again here: the page trusts only the links it could have made itself.
    const target = arrival.kind === 'review' ? parseProtocolLink(protocolLinkOf(arrival.target)) : null;
    if (!target)
      notifyError(undefined, i18n.t('common:links.refusedDetail'), 'layout', {
        title: i18n.t('common:links.refused'),
        id: 'link-refused',
      });
    else if (isSignInScreen(goingTo)) useLinkAfterSignIn.getState().keep(reviewHrefOf(target));
    else void navigate(reviewHrefOf(target));
  });
  useEffect(() => {
    if (!links) return;
    // A link taken is opened even if this effect was cleaned up meanwhile: it is main's no longer.
    const takeWaiting = () => void links.take().then(open, () => undefined);
    const unsubscribe = links.onArrived(takeWaiting);
    takeWaiting();
    return unsubscribe;
  }, [links]);
}
