/** The translate function screens pass to marketplace components (rosetta's `t`). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;
