/** Why a form was refused, above its fields; role="alert" so screen readers announce it at once. */
export function FormFailure({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p className={className} role="alert">
      {message}
    </p>
  );
}
