/** `npm run build`: the production build, stamped so that `npm start` knows it is current. */
import { buildApp } from './lib/localServer';

process.exit(buildApp());
