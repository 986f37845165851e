import { routesOf } from '../../contract/route';
import { batchesApi } from '../../contract/routes/batches';

/** A creator's batches: one snap over several of their products. */
export const BATCH_ROUTES = [...routesOf(batchesApi)];
