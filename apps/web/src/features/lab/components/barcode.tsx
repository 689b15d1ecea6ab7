import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/** A specimen code as a Code 128 barcode (jsbarcode), drawn in SVG so that it prints sharp; the code is its name. */
export function Barcode({ code }: { code: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (ref.current)
      JsBarcode(ref.current, code, { format: 'CODE128', height: 40, width: 1.6, fontSize: 14, margin: 4 });
  }, [code]);
  return <svg ref={ref} role="img" aria-label={code} />;
}
