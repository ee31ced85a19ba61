/** The class names that apply, joined: `cx(classes.box, invalid && classes.invalid)`. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
