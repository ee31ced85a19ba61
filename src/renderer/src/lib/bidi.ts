// Text from the server inside a translated sentence: isolated (FSI … PDI), so an Arabic name never
// reorders an English sentence around it, nor a Latin one an Arabic sentence.
export const isolate = (text: string): string => `\u2068${text}\u2069`;
