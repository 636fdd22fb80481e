import { classAcceptlink } from './class.acceptlink';
import { classAddpupils } from './class.addpupils';
import { classBoard } from './class.board';
import { classCreate } from './class.create';
import { classDelete } from './class.delete';
import { classEndlink } from './class.endlink';
import { classFindlevels } from './class.findlevels';
import { classGet } from './class.get';
import { classGivepractice } from './class.givepractice';
import { classImportroster } from './class.importroster';
import { classInvite } from './class.invite';
import { classList } from './class.list';
import { classMistakes } from './class.mistakes';
import { classNewcode } from './class.newcode';
import { classNewpictures } from './class.newpictures';
import { classPage } from './class.page';
import { classRemovepupil } from './class.removepupil';
import { classReport } from './class.report';
import { classSetwork } from './class.setwork';
import { classSignin } from './class.signin';
import { classUpdate } from './class.update';
import { classWeek } from './class.week';
import type { HandlerTable } from './context';
import { deviceCreate } from './device.create';
import { paymentCheckout } from './payment.checkout';
import { paymentManage } from './payment.manage';
import { paymentStatus } from './payment.status';
import { paymentSuccess } from './payment.success';
import { paymentTestmanage } from './payment.testmanage';
import { paymentTestpay } from './payment.testpay';
import { publicEmailverify } from './public.emailverify';
import { publicPasswordforgot } from './public.passwordforgot';
import { publicPasswordreset } from './public.passwordreset';
import { publicPasswordresetcheck } from './public.passwordresetcheck';
import { publicUnsubscribe } from './public.unsubscribe';
import { publicmathGet } from './publicmath.get';
import { studentActivate } from './student.activate';
import { studentApproveclass } from './student.approveclass';
import { studentBadgesseen } from './student.badgesseen';
import { studentClasses } from './student.classes';
import { studentConnect } from './student.connect';
import { studentCreate } from './student.create';
import { studentDelete } from './student.delete';
import { studentFactscomplete } from './student.factscomplete';
import { studentFactsfocus } from './student.factsfocus';
import { studentFactsget } from './student.factsget';
import { studentFactsmap } from './student.factsmap';
import { studentFactsschedule } from './student.factsschedule';
import { studentFocuscomplete } from './student.focuscomplete';
import { studentFocusget } from './student.focusget';
import { studentFocusstart } from './student.focusstart';
import { studentGet } from './student.get';
import { studentJoinclass } from './student.joinclass';
import { studentLeaveclass } from './student.leaveclass';
import { studentLevelupdate } from './student.levelupdate';
import { studentLogout } from './student.logout';
import { studentMathcomplete } from './student.mathcomplete';
import { studentMathget } from './student.mathget';
import { studentMathprogress } from './student.mathprogress';
import { studentMathreporterror } from './student.mathreporterror';
import { studentPlacementanswer } from './student.placementanswer';
import { studentPlacementget } from './student.placementget';
import { studentPlacements } from './student.placements';
import { studentPlacementstart } from './student.placementstart';
import { studentPracticeget } from './student.practiceget';
import { studentReadaloud } from './student.readaloud';
import { studentReport } from './student.report';
import { studentUpdate } from './student.update';
import { userConnect } from './user.connect';
import { userCreate } from './user.create';
import { userDelete } from './user.delete';
import { userEmailverify } from './user.emailverify';
import { userGet } from './user.get';
import { userLogout } from './user.logout';
import { userMessage } from './user.message';
import { userSignoutall } from './user.signoutall';
import { userUpdate } from './user.update';

/** One handler per tag of the contract; the type makes a missing handler a compile error. */
export const handlers: HandlerTable = {
  'device.create': deviceCreate,
  'publicmath.get': publicmathGet,
  'user.create': userCreate,
  'user.connect': userConnect,
  'class.list': classList,
  'class.board': classBoard,
  'class.create': classCreate,
  'class.mistakes': classMistakes,
  'class.givepractice': classGivepractice,
  'class.week': classWeek,
  'class.update': classUpdate,
  'class.delete': classDelete,
  'class.get': classGet,
  'class.addpupils': classAddpupils,
  'class.setwork': classSetwork,
  'class.importroster': classImportroster,
  'class.removepupil': classRemovepupil,
  'class.newpictures': classNewpictures,
  'class.page': classPage,
  'class.signin': classSignin,
  'class.findlevels': classFindlevels,
  'class.acceptlink': classAcceptlink,
  'class.endlink': classEndlink,
  'class.invite': classInvite,
  'class.newcode': classNewcode,
  'class.report': classReport,
  'user.logout': userLogout,
  'user.signoutall': userSignoutall,
  'user.get': userGet,
  'user.update': userUpdate,
  'user.delete': userDelete,
  'user.emailverify': userEmailverify,
  'public.emailverify': publicEmailverify,
  'public.passwordforgot': publicPasswordforgot,
  'public.passwordreset': publicPasswordreset,
  'public.passwordresetcheck': publicPasswordresetcheck,
  'public.unsubscribe': publicUnsubscribe,
  'user.message': userMessage,
  'student.create': studentCreate,
  'student.delete': studentDelete,
  'student.update': studentUpdate,
  'student.connect': studentConnect,
  'student.logout': studentLogout,
  'student.get': studentGet,
  'student.mathget': studentMathget,
  'student.practiceget': studentPracticeget,
  'student.mathcomplete': studentMathcomplete,
  'student.levelupdate': studentLevelupdate,
  'student.badgesseen': studentBadgesseen,
  'student.readaloud': studentReadaloud,
  'student.mathprogress': studentMathprogress,
  'student.mathreporterror': studentMathreporterror,
  'student.activate': studentActivate,
  'student.approveclass': studentApproveclass,
  'student.classes': studentClasses,
  'student.joinclass': studentJoinclass,
  'student.leaveclass': studentLeaveclass,
  'student.factsfocus': studentFactsfocus,
  'student.factsget': studentFactsget,
  'student.factsschedule': studentFactsschedule,
  'student.factsmap': studentFactsmap,
  'student.factscomplete': studentFactscomplete,
  'student.report': studentReport,
  'student.focusstart': studentFocusstart,
  'student.focusget': studentFocusget,
  'student.focuscomplete': studentFocuscomplete,
  'student.placementstart': studentPlacementstart,
  'student.placements': studentPlacements,
  'student.placementget': studentPlacementget,
  'student.placementanswer': studentPlacementanswer,
  'payment.checkout': paymentCheckout,
  'payment.testpay': paymentTestpay,
  'payment.success': paymentSuccess,
  'payment.manage': paymentManage,
  'payment.status': paymentStatus,
  'payment.testmanage': paymentTestmanage,
};
