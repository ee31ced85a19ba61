// Said as a reviewer's session starts to end (Logout pressed, before its request; a 401), so what runs
// on their behalf in the background stops before anyone else can sign in: the undo window of a held
// conclusion sends nothing once its reviewer has asked to leave.
import { createAuthErrorEvents } from './auth-error-events';

const ending = createAuthErrorEvents();

export const announceSessionEnding = () => ending.emit();
export const onSessionEnding = ending.subscribe;
