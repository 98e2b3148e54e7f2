// Read once: the product name shows in texts such as 'Register my Business with {product}'.
export const env = {
  productName: (import.meta.env.VITE_PRODUCT_NAME as string | undefined) ?? 'TimeApp',
  apiBase: '/api/v1.1',
  /** The dev mailbox page only exists outside production builds' server (docs/product-rules.md 4.7). */
  isDev: import.meta.env.DEV,
};
