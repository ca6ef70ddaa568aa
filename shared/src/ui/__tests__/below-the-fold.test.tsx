import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { BelowTheFold } from '@storefront/shared/ui/below-the-fold';

describe('BelowTheFold', () => {
  it('commits the first screen alone, then renders what is below it', async () => {
    const belowAtFirstCommit: boolean[] = [];
    function Hero() {
      useLayoutEffect(() => {
        belowAtFirstCommit.push(screen.queryByText('Reviews') !== null);
      }, []);
      return <h1>Cable car</h1>;
    }
    render(
      <>
        <Hero />
        <BelowTheFold>
          <p>Reviews</p>
        </BelowTheFold>
      </>,
    );
    expect(belowAtFirstCommit).toEqual([false]);
    expect(await screen.findByText('Reviews')).toBeInTheDocument();
  });
});
