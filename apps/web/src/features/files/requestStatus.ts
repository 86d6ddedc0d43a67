/** The colour of an upload request's status, the same in the list and on the request's page. */
export const REQUEST_STATUS_COLORS = { open: 'teal', expired: 'gray', revoked: 'red' } as const;
