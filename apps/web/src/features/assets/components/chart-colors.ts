/** Slice colours from the theme's palette (CSS variables: right in light and dark alike). */
const palette = ['teal', 'blue', 'orange', 'grape', 'yellow', 'cyan', 'pink', 'lime', 'indigo', 'red'];
export const chartColor = (index: number) => `var(--mantine-color-${palette[index % palette.length]}-6)`;
