// Whether the step refuses changes: while its Next is being sent, and once it has been, what the
// reviewer does would be accepted, not sent, then lost with the draft. Given by the step form and read
// by the inputs themselves (useStepReadOnly), so the memoised field list is not drawn again for it.
import { createContext } from 'react';

export const StepReadOnlyContext = createContext(false);
