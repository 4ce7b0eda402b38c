/** A list request, checked: what to sort by, which slice, and the resource's filter. */
export interface ListQuery<F> {
  sort: { field: string; order: 'ASC' | 'DESC' };
  start: number;
  limit: number;
  filter: F;
}

/** Builds a parameterised where clause: `p(value)` adds a parameter and gives its placeholder. */
export class SqlWhere {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  get sql(): string {
    return this.clauses.length > 0 ? `where ${this.clauses.join(' and ')}` : '';
  }
}

/** A filter value that may be one value or a list (react-admin's getMany sends id as a list). */
export function asList<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}
