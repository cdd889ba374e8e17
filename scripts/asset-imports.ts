// `tsx --import ./scripts/asset-imports.ts …`: lets the npm run tools that load the journeys (charts,
// journey plans, the bench) import what Vite imports for the portal. Node has no loader for an asset file
// (`./purchase-art.svg?no-inline`); under these hooks it is its URL, as the built portal sees it.
import { register } from 'node:module';

register('./asset-import-hooks.mjs', import.meta.url);
