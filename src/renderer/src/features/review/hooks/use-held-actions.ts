// Undo and Send now for the conclusion in its undo window, from the bar or from its report.
import { useNavigate } from 'react-router-dom';
import { focusPageHeading } from '@renderer/lib/focus-page-heading';
import { paths } from '@renderer/lib/paths';
import { useHeldConclusion } from '../stores/held-conclusion-store';

export function useHeldActions() {
  const navigate = useNavigate();
  const sendNow = useHeldConclusion((state) => state.sendNow);
  const undo = useHeldConclusion((state) => state.undo);
  return {
    sendNow: () => {
      void sendNow();
      // Its button goes with the window: reading goes on at the screen's heading.
      focusPageHeading();
    },
    // Back to the report, whose draft still holds the text.
    undo: async () => {
      const undone = await undo();
      if (undone) void navigate(paths.reviewReport.getHref(undone.agencyId, undone.reviewId, undone.source));
    },
  };
}
