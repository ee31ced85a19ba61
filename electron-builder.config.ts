// What `npm run dist` and `npm run release` build with: electron-builder.yml plus the environment
// (signing method, update server) and the release checks, all in tooling/packaging/.
import { builderConfig } from './tooling/packaging/builder-config';

export default builderConfig(process.env, process.argv);
