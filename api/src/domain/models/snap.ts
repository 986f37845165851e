import { Model } from 'objection';

/** A published workflow creators can run, pinned to one immutable version. */
export class Snap extends Model {
  static override tableName = 'snaps';

  id!: string;
  name!: string;
  tags!: string[];
  category!: string;
  description!: string;
  is_active!: boolean;
  workflow_id!: string | null;
  workflow_version_id!: string | null;
  created_at!: Date;
}
