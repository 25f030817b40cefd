/** A form-level message (the spec's toast title and text), announced to screen readers. */
export function FormAlert({ title, message, tone = "error" }: { title: string; message: string; tone?: "error" | "success" | "info" }) {
  const classes = {
    error: "border-red-700 bg-red-50 text-red-900",
    success: "border-green-700 bg-green-50 text-green-900",
    info: "border-indigo-700 bg-indigo-50 text-indigo-900",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`mb-4 rounded-lg border-l-4 px-4 py-3 ${classes}`}>
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{message}</p>
    </div>
  );
}
