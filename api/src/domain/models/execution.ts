import { type WorkflowGraph } from '@studio/workflows/graph/graph';
import { type SocialFormat } from '@studio/workflows/graph/node-catalogue';
import { type NodeOutputs } from '@studio/workflows/graph/node-values';
import { type OutputChoice } from '@studio/workflows/graph/output-shape';
import { Model, type QueryBuilder, raw } from 'objection';
import { type NodeStateRecord } from '../executions/execution-records';
import { type ExecutionError, type ExecutionStatus } from '../../contract/executions';
import { ApiKey } from './api-key';
import { CreditReservation } from './credit-reservation';
import { Snap } from './snap';
import { User } from './user';
import { WorkflowVersion } from './workflow-version';

/** The replays of the runs of `query` (whatever it calls `executions`): `select 1` for exists. */
const replaysOf = (query: QueryBuilder<Execution>) =>
  Execution.query()
    .alias('x')
    .select(raw('1'))
    .whereColumn('x.replay_of', `${query.tableRefFor(Execution)}.id`);

/** One run of a snap; its id is also the id of the Temporal workflow that runs it. */
export class Execution extends Model {
  static override tableName = 'executions';
  // Written as JSON: node-postgres would send a list as a Postgres array (`{square}`).
  static override jsonAttributes = [
    'inputs',
    'node_states',
    'graph',
    'error',
    'social_formats',
    'pinned_outputs',
    'output_choice',
  ];

  id!: string;
  /** Null only for a manager's test run. */
  snap_id!: string | null;
  is_test!: boolean;
  /**
   * A test run's workflow, and the graph it ran when that is not its version's: a draft's, or a
   * version's with social formats added.
   */
  workflow_id!: string | null;
  /** The one step a manager's "Run this step" test ran; null for every other run. */
  test_step!: string | null;
  graph!: WorkflowGraph | null;
  /** The social formats the creator ticked; the run's graph (`graph`) sizes them. */
  social_formats!: SocialFormat[];
  /** The shape and size the creator chose (the run's graph makes them); null: the snap's own. */
  output_choice!: OutputChoice | null;
  user_id!: string | null;
  is_demo!: boolean;
  workflow_version_id!: string | null;
  cost!: number;
  inputs!: Record<string, { fileKey: string } | { text: string }>;
  node_states!: Record<string, NodeStateRecord & { at?: string }>;
  replay_of!: string | null;
  /** How a replay ran: from the start, or from the failed step on the original's outputs. */
  replay_mode!: 'start' | 'failed-step' | null;
  /** The operator's bulk replay this replay belongs to. */
  bulk_replay_id!: string | null;
  /** The creator's batch it runs in, and its place there (the order the products were chosen). */
  batch_id!: string | null;
  batch_position!: number | null;
  /** The API key a business's program started it with (`/v1`); null from the app. */
  api_key_id!: string | null;
  /**
   * Outputs the run was given rather than made, by node id (runGraph's `pinned`): a creator's
   * edited cut-out. Its replays are given them too, so they reproduce the edit.
   */
  pinned_outputs!: Record<string, NodeOutputs> | null;
  /** The content item this run edits (a cut-out touch-up); null once that item is deleted. */
  edited_from!: string | null;
  /** An operator's replay: free for the creator. */
  paid_by_platform!: boolean;
  /** The provider's code where there is one, else the failure type (a stored column). */
  error_code!: string | null;
  /** The product it was run for (a packshot): its content is linked to that product. */
  product_id!: string | null;
  status!: ExecutionStatus;
  input_file_key!: string;
  error!: ExecutionError | null;
  created_at!: Date;
  started_at!: Date | null;
  finished_at!: Date | null;
  /** When the reconciler found the workflow closed and made the row agree; null until then. */
  reconciled_at!: Date | null;
  snap?: Snap;
  user?: User | null;
  workflowVersion?: WorkflowVersion | null;
  apiKey?: ApiKey | null;
  reservation?: CreditReservation | null;

  static override relationMappings = () => ({
    snap: {
      relation: Model.BelongsToOneRelation,
      modelClass: Snap,
      join: { from: 'executions.snap_id', to: 'snaps.id' },
    },
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'executions.user_id', to: 'users.id' },
    },
    workflowVersion: {
      relation: Model.BelongsToOneRelation,
      modelClass: WorkflowVersion,
      join: { from: 'executions.workflow_version_id', to: 'workflow_versions.id' },
    },
    apiKey: {
      relation: Model.BelongsToOneRelation,
      modelClass: ApiKey,
      join: { from: 'executions.api_key_id', to: 'api_keys.id' },
    },
    reservation: {
      relation: Model.HasOneRelation,
      modelClass: CreditReservation,
      join: { from: 'executions.id', to: 'credit_reservations.execution_id' },
    },
  });

  static override modifiers = {
    /** Still queued or running: the only executions whose status may change. */
    unfinished: (query: QueryBuilder<Execution>) =>
      query.whereIn('executions.status', ['queued', 'running']),
    /** No replay points at it (the replay_of index serves it). */
    notReplayed: (query: QueryBuilder<Execution>) => query.whereNotExists(replaysOf(query)),
    /** A replay points at it. */
    replayed: (query: QueryBuilder<Execution>) => query.whereExists(replaysOf(query)),
  };
}
