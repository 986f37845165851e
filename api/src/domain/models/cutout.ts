import { Model } from 'objection';
import { type CutoutObject } from '../../contract/cutouts';

/**
 * A run's cut-out step as the creator's touch-up needs it: the cut-out, the objects map (red: an
 * object's label, green: its alpha when kept) and the objects listed. A touch-up run's own row
 * also holds the mask the creator drew (`mask_file_key`).
 */
export class Cutout extends Model {
  static override tableName = 'cutouts';
  static override idColumn = ['execution_id', 'node_id'];
  static override jsonAttributes = ['objects'];

  execution_id!: string;
  node_id!: string;
  image_file_key!: string;
  objects_file_key!: string;
  mask_file_key!: string | null;
  width!: number;
  height!: number;
  objects!: CutoutObject[];
  created_at!: Date;
}
