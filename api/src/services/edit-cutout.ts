import { type Logger } from 'pino';
import { type CutoutEditStarted } from '../contract/cutouts';
import { getBalance, InsufficientCreditsError } from '../domain/credits/ledger';
import { findContentCutout } from '../domain/cutouts/content-cutout';
import { applyMask, maskImage, objectsAfterEdit, readMask } from '../domain/cutouts/apply-mask';
import { recordCutoutEdit } from '../domain/cutouts/record-cutout-edit';
import { type User } from '../domain/models/user';
import { type ExecutionDeps, startRunGraph } from './start-execution';

/**
 * A creator's cut-out touch-up, saved: the mask checked against the cut-out, the edited cut-out
 * made here from the run's own photo and cut-out, the balance checked for the steps after the
 * cut-out (402 when short), then a new run of the same snap version started from the cut-out step
 * with the edited cut-out as that step's output. Its content says what it was edited from.
 */
export async function startCutoutEdit(
  deps: Pick<ExecutionDeps, 'db' | 'store' | 'orchestrator'>,
  request: { user: User; contentId: string; mask: string },
  log: Logger,
): Promise<CutoutEditStarted> {
  const found = await findContentCutout(deps.db, request.user.id, request.contentId);
  const { cutout } = found;
  const mask = await readMask(request.mask, cutout);
  if (found.cost > 0) {
    const balance = await getBalance(deps.db, request.user.id);
    if (balance < found.cost) throw new InsufficientCreditsError(found.cost, balance);
  }
  const [photo, cut, objectsMap] = await Promise.all([
    deps.store.read(found.execution.input_file_key),
    deps.store.read(cutout.image_file_key),
    deps.store.read(cutout.objects_file_key),
  ]);
  const edited = await applyMask(mask, { photo, cutout: cut, ...sizeOf(cutout) });
  const { execution, pinned } = await recordCutoutEdit(deps.db, deps.store, found, {
    cutout: edited,
    mask: await maskImage(mask, sizeOf(cutout)),
    objects: await objectsAfterEdit(cutout.objects, objectsMap, mask),
  });
  log.info(
    { executionId: execution.id, editedFrom: found.content.id, cost: found.cost },
    'starting cut-out edit',
  );
  await startRunGraph(
    deps,
    {
      executionId: execution.id,
      userId: request.user.id,
      snapName: found.snap.name,
      graph: found.graph,
      inputs: execution.inputs,
      cost: found.cost,
      pinned,
    },
    log,
  );
  return { executionId: execution.id, cost: found.cost };
}

const sizeOf = (c: { width: number; height: number }) => ({ width: c.width, height: c.height });
