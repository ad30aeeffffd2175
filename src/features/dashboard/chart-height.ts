/** Charts are 364 px high (docs/existing-dashboard.md#kept-as-it-was). */
export const CHART_HEIGHT = 364;
