import { useParams } from 'react-router';
import { ClassSignIn } from '../../features/class-sign-in/class-sign-in';

/** /class/:classId, a class's sign-in page on its tablets (docs/product.md "Teachers and classes"). */
export function Component() {
  return <ClassSignIn classId={useParams().classId ?? ''} />;
}
