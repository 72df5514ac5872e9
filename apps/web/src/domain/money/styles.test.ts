import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the money screens styles', () => {
  // Issue 28: the OTC Buy/Sell pill sat low in its track: the indicator's CSS was not loaded.
  it('load the floating indicator before the segmented control that slides it', () => {
    const text = readFileSync(join(import.meta.dirname, 'styles.ts'), 'utf8');
    const indicator = text.indexOf("'@mantine/core/styles/FloatingIndicator.css'");
    expect(indicator).toBeGreaterThan(-1);
    expect(indicator).toBeLessThan(text.indexOf("'@mantine/core/styles/SegmentedControl.css'"));
  });
});
