/** Reference prices (DESIGN §5): what one unit of an asset is worth in a pricing currency. */
export interface PriceAdapter {
  /** Decimal string, or undefined when the pair has no price. */
  price(asset: string, currency: string): Promise<string | undefined>;
}
