// 'Copy link': the address of this simulation (scenario, state, moves) onto the clipboard, so a product
// owner can send the very screen they look at; where the clipboard is refused, the link shows selected.
import { useState } from 'react';

export function CopyLink() {
  const [result, setResult] = useState<'copied' | string | null>(null);
  const copy = () => {
    const link = window.location.href;
    navigator.clipboard.writeText(link).then(
      () => setResult('copied'),
      () => setResult(link),
    );
  };
  return (
    <span className="copy-link">
      <button type="button" onClick={copy}>
        Copy link
      </button>
      {result === 'copied' ? <span role="status">Link copied</span> : null}
      {result && result !== 'copied' ? (
        <label>
          Copy this link{' '}
          <input readOnly value={result} onFocus={(event) => event.currentTarget.select()} autoFocus />
        </label>
      ) : null}
    </span>
  );
}
