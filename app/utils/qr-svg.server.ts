import QRCode from "qrcode";

/**
 * A link as a QR code, drawn on the server as SVG: the page needs no script and no image request,
 * and it prints sharp at any size. Black on white by default, so a card prints in black and white.
 */
export function qrSvg(url: string, dark = "#000000"): Promise<string> {
  return QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark, light: "#ffffff" } });
}
