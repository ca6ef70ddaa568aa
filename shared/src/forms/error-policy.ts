/**
 * Errors reach the person once. The global QueryClient (api/query-client.ts) toasts a failed
 * mutation unless the call site handles the error, and a call site that handles it opts out in
 * the same place, with the options that make the mutation:
 *
 *   useMutation(trpc.auth.login.mutationOptions({ meta: shownByTheCaller }))
 *
 * A form built on useContractForm always handles its submission's failure (field errors and the
 * failure message inside the form), so the mutation its `onSubmit` calls carries this meta, and a
 * refusal is never shown twice.
 */
export const shownByTheCaller = { silentError: true } as const;
