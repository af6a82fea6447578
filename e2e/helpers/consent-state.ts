/**
 * Browser storage in which the cookie banner was already answered for the origin (necessary
 * storage only), so a page shows itself rather than the banner.
 */
export function consentedState(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          {
            name: 'mattemester.consent',
            value: JSON.stringify({
              version: 1,
              data: {
                hasConsented: true,
                preferences: { essential: true, analytics: false, marketing: false },
                consentDate: new Date().toISOString(),
                version: '1.0',
              },
            }),
          },
        ],
      },
    ],
  };
}
