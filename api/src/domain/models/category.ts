import { Model, type QueryBuilder } from 'objection';

/** A group of snaps in the creators' gallery; `position` orders them (ascending). */
export class Category extends Model {
  static override tableName = 'categories';

  id!: string;
  name!: string;
  position!: number;
  created_at!: Date;
  updated_at!: Date;

  static override modifiers = {
    /** The gallery's order: by position, ties by name. */
    ordered: (query: QueryBuilder<Category>) =>
      query.orderBy([{ column: 'categories.position' }, { column: 'categories.name' }]),
  };
}
