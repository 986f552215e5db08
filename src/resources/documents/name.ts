/** The document safe's name for react-admin, which is also its route: /ged (spec section 2). */
export const GED = 'ged';
