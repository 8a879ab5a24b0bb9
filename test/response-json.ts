/**
 * A parsed HTTP or GraphQL response body in a test. Tests read it as a client would and assert the shape of
 * what they read (`toMatchObject`, `toEqual`), so a static type would only restate each assertion.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions on each body are its type
export type ResponseJson = any;
