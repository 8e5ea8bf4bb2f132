/** The logo is png or jpeg under 1,000,000 bytes; a rejected file clears the input. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { imageFileError, LogoInput } from '../logo-input';

function file(name: string, type: string, size: number) {
  return new File([new Uint8Array(size)], name, { type });
}

function Harness() {
  const [value, setValue] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      <LogoInput
        value={value}
        error={error}
        onChange={(f) => {
          setError(undefined);
          setValue(f);
        }}
        onReject={setError}
      />
      <output data-testid="valor">{value?.name ?? 'ninguno'}</output>
    </>
  );
}

describe('imageFileError', () => {
  it('accepts png and jpeg under 1,000,000 bytes', () => {
    expect(imageFileError(file('logo.png', 'image/png', 999_999))).toBeNull();
    expect(imageFileError(file('logo.jpg', 'image/jpeg', 10))).toBeNull();
  });
  it('refuses 1,000,000 bytes or more, and other types, with the spec’s messages', () => {
    expect(imageFileError(file('logo.png', 'image/png', 1_000_000))).toBe('Error: Máximo 1MB');
    expect(imageFileError(file('logo.gif', 'image/gif', 10))).toBe('Error: Solo imágenes png o jpg');
    expect(imageFileError(file('logo.pdf', 'application/pdf', 10))).toBe('Error: Solo imágenes png o jpg');
  });
});

describe('LogoInput', () => {
  it('clears the input and shows the message when the file is not an image', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Logo de la empresa/) as HTMLInputElement;
    await userEvent.upload(input, file('logo.pdf', 'application/pdf', 100), { applyAccept: false });
    expect(screen.getByText('Error: Solo imágenes png o jpg')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.value).toBe('');
    expect(screen.getByTestId('valor')).toHaveTextContent('ninguno');
  });

  it('keeps a valid png', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Logo de la empresa/) as HTMLInputElement;
    await userEvent.upload(input, file('logo.png', 'image/png', 2000));
    expect(screen.getByTestId('valor')).toHaveTextContent('logo.png');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
