import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TwoLineCell } from './columns';

describe("customers' names in the English back-office", () => {
  it('lets a name in Arabic script choose its own direction inside an English table', () => {
    render(
      <table>
        <tbody>
          <tr>
            <td>
              <TwoLineCell main="عبد الله بن محمد" sub="+966 50 123 4567" />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getByText('عبد الله بن محمد')).toHaveAttribute('dir', 'auto');
  });
});
