// Before any test: obtain the Electron binary (downloading it where missing) or find the QA build,
// once for the whole run; the workers read the decision (electron-binary.ts). Said once when it skips.
import { electronBinaryForRun, skipLine } from './electron-binary';

export default function globalSetup() {
  const binary = electronBinaryForRun();
  if (!binary.runnable) console.log(skipLine(binary.reason));
}
