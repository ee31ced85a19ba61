// The colon between a control's own label and its field's name, for screen readers only: the two
// labels read as one, "Validation status: Bio", "Note: Bio" (aria-labelledby joins them). Inline and
// without a size, so it neither shows nor parts the label's words.
import type { CSSProperties } from 'react';

const UNSEEN: CSSProperties = { fontSize: 0 };

export const LabelColon = () => <span style={UNSEEN}>:</span>;
