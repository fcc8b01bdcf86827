/** Below Mantine's `sm` breakpoint: the header's search folds into a button, the side nav into a drawer. */
export const PHONE_QUERY = '(max-width: 47.99em)';
