import { Model } from 'objection';

export class Snap extends Model {
  static override tableName = 'snaps';

  id!: string;
  name!: string;
  tags!: string[];
  background!: 'white' | 'black';
  created_at!: Date;
}
