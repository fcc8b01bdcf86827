/** Where the browser tests reach the app, and the SMTP server the accounts journey starts. */
export const appPort = Number(process.env.E2E_PORT ?? 4310);
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4326);
