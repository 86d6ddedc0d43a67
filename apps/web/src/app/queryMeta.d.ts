import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The screen shows the failure itself; no toast. */
      silent?: boolean;
      /** Shows the failure with this toast instead of the generic one (once per failed query). */
      errorToast?: (error: unknown) => void;
    };
  }
}
