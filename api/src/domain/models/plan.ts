import { Model, type QueryBuilder } from 'objection';

/** What a creator can subscribe to: a monthly token allowance for a price. */
export class Plan extends Model {
  static override tableName = 'plans';

  id!: string;
  name!: string;
  description!: string;
  monthly_tokens!: number;
  price_cents!: number;
  currency!: string;
  stripe_price_id!: string | null;
  features!: string[];
  active!: boolean;
  sort_order!: number;
  created_at!: Date;
  updated_at!: Date;

  static override modifiers = {
    /** On offer now, in display order. */
    offered: (query: QueryBuilder<Plan>) =>
      query.where('plans.active', true).orderBy(['plans.sort_order', 'plans.name']),
  };
}
