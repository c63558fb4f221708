/** Defaults for what an admin can change in Settings (platform name, contact e-mail). */
export const PRODUCT_NAME = "RealtyReels";
export const SUPPORT_EMAIL = "support@realtyreels.com";
