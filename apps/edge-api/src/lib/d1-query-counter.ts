// Counts the queries one Worker invocation sends to its D1 binding. D1 refuses queries past a fixed
// number per invocation (1,000 on the paid plan), so work that loops (the scheduler's claim rounds, a
// queue batch) asks the counter how much room is left before it takes more. Every statement counts,
// including each one inside a batch: that is how D1 counts them.
// Typed structurally so no Workers globals leak into Node code.

interface StatementLike {
  bind(...values: unknown[]): StatementLike;
  first(column?: string): Promise<unknown>;
  run(): Promise<unknown>;
  all(): Promise<unknown>;
  raw(options?: unknown): Promise<unknown>;
}

interface D1Like {
  prepare(query: string): StatementLike;
  batch(statements: StatementLike[]): Promise<unknown[]>;
  exec(query: string): Promise<unknown>;
}

export interface CountedD1 {
  /** Hand this to drizzle (or anything that takes a D1 binding) in place of the binding. */
  binding: unknown;
  used(): number;
}

export function countD1Queries(target: unknown): CountedD1 {
  const d1 = target as D1Like;
  let used = 0;
  // The wrapped statement's own, so a batch can pass the binding the statements it made.
  const real = new WeakMap<object, StatementLike>();
  const wrap = (statement: StatementLike): StatementLike => {
    const wrapped: StatementLike = {
      bind: (...values) => wrap(statement.bind(...values)),
      first: (column) => {
        used++;
        return column === undefined ? statement.first() : statement.first(column);
      },
      run: () => {
        used++;
        return statement.run();
      },
      all: () => {
        used++;
        return statement.all();
      },
      raw: (options) => {
        used++;
        return statement.raw(options);
      },
    };
    real.set(wrapped, statement);
    return wrapped;
  };
  const binding: D1Like = {
    prepare: (query) => wrap(d1.prepare(query)),
    batch: (statements) => {
      used += statements.length;
      return d1.batch(statements.map((s) => real.get(s) ?? s));
    },
    exec: (query) => {
      used += query.split(";").filter((part) => part.trim()).length;
      return d1.exec(query);
    },
  };
  return { binding, used: () => used };
}
