/** The destructive alert above a form. */
export function FormAlert({ message }: { message: string }) {
  return (
    <div className="notification is-danger is-light form-alert" role="alert" data-testid="form-alert">
      {message}
    </div>
  );
}
