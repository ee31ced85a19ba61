// What `npm run dist` and `npm run release` build with: electron-builder.yml plus the environment
// (signing method, update server) and the release checks, all in scripts/packaging/.
import { builderConfig } from './scripts/packaging/builder-config';

export default builderConfig(process.env, process.argv);
