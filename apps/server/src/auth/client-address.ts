/** The header the server sets from the socket (or trusted proxy) address; clients' is dropped. */
export const CLIENT_ADDRESS_HEADER = 'x-kira-client-address';
