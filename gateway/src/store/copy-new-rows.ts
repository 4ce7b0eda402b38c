/** The SQLSTATE of a unique constraint's violation. */
export const UNIQUE_VIOLATION = '23505';

/**
 * Tx.copyNewRows on either engine: the COPY (`copy`) inside a savepoint of its own, undone when one of its rows
 * breaks a unique constraint ('taken'); `run` runs one statement. The caller sees to it that nothing else of the
 * transaction runs between the savepoint and its end.
 */
export async function copyInOwnSavepoint(
  run: (sql: string) => Promise<unknown>,
  copy: () => Promise<unknown>,
): Promise<'copied' | 'taken'> {
  await run('savepoint copy_new_rows');
  try {
    await copy();
  } catch (err) {
    if ((err as { code?: unknown }).code !== UNIQUE_VIOLATION) throw err;
    await run('rollback to savepoint copy_new_rows');
    await run('release savepoint copy_new_rows');
    return 'taken';
  }
  await run('release savepoint copy_new_rows');
  return 'copied';
}
