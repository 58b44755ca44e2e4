import { defineArea } from "../shape";

/** Org (§2). */
export const orgArea = defineArea(
  {
    "agency": {
      "id": "编号",
      "name": "代理商名称",
      "contact": "联系人",
      "deviceCount": "设备数",
      "detailTitle": "代理商详情",
      "tabs": "代理商详情",
      "tab": {"admins": "管理员信息", "devices": "关联设备"}
    },
    "institution": {
      "id": "编号",
      "name": "机构名称",
      "nameEn": "英文名称",
      "level": "级别",
      "levelValues": {
        "PROVINCE": "省级",
        "CITY": "市级",
        "REGION": "区县级",
        "UNIT": "单位"
      },
      "parentId": "上级机构",
      "parentName": "上级机构",
      "cityId": "所在城市",
      "cityName": "所在城市",
      "address": "地址",
      "contact": "联系人",
      "phone": "联系电话",
      "packageId": "服务套餐",
      "packageName": "服务套餐",
      "deviceCount": "设备数",
      "icon": "机构图标",
      "inspectionReportService": "巡检报告服务",
      "inspectionReportServiceValues": {"true": "开通", "false": "未开通"},
      "callForHelpCode": "呼救码",
      "callForHelpCodeHint": "4-20位字母或数字，印在设备柜上，扫码即发起一键呼救",
      "callForHelpCodeRule": "呼救码为4-20位字母或数字",
      "childCount": "下级机构数",
      "tree": "组织架构",
      "treeAll": "全部机构",
      "treeHint": "选择机构，列表只显示其直属下级",
      "tabs": "机构详情",
      "tab": {"admins": "管理员信息", "children": "下级机构", "devices": "设备", "volunteers": "志愿者", "packages": "套餐", "service": "服务配置", "inform": "通知志愿者", "inspections": "巡检记录", "help-codes": "呼救码列表"},
      "service": {"title": "服务配置", "package": "机构套餐", "inspection": "巡检报告服务", "callForHelpCode": "呼救码", "helpDistance": "一键呼救通知距离", "helpReceivers": "每次呼救通知人数上限", "edit": "修改服务配置"},
      "inform": {"title": "通知志愿者", "intro": "一键呼救时，系统按以下规则通知本机构设备附近的志愿者：", "volunteers": "守护本机构设备的志愿者", "certified": "其中持有效证书", "receiving": "当前可接收呼救", "config": "修改一键呼救配置"},
      "detailTitle": "机构详情"
    },
    "institutionAdmin": {"username": "登录名", "name": "姓名", "phoneNumber": "手机号", "roleName": "角色", "active": "状态", "activeValues": {"true": "启用", "false": "禁用"}, "lastLoginDate": "最近登录"},
    "institutionVolunteer": {"name": "姓名", "phoneNumber": "手机号", "certificateState": "证书", "certificateStateValues": {"VALID": "有效", "INVALID": "无效"}, "deviceCount": "守护设备数", "since": "守护起始"},
    "institutionPackage": {"name": "套餐", "years": "年限", "deviceCount": "设备数", "validCount": "有效设备数", "firstExpiry": "最早到期"},
    "institutionHelpCode": {"code": "呼救码", "sn": "设备序列号", "address": "设备地址", "callCount": "呼救次数"},
    "examQuestion": {
      "orderNumber": "序号",
      "question": "题目",
      "optionA": "选项 A",
      "optionB": "选项 B",
      "optionC": "选项 C",
      "answerOption": "答案",
      "answerOptionValues": {
        "OPTION_A": "A",
        "OPTION_B": "B",
        "OPTION_C": "C"
      },
      "description": "解析"
    },
    "learningData": {
      "orderNumber": "序号",
      "key": "标识",
      "title": "标题",
      "learningDataType": "类型",
      "learningDataTypeValues": {
        "TEXT": "文字",
        "IMAGE": "图片",
        "VIDEO": "视频"
      },
      "content": "文字内容",
      "file": "资料文件",
      "description": "说明",
      "keyFormat": "只能包含英文字母、数字、下划线或短横线",
      "fileHint": "图片资料：{{imageTypes}}，不超过 {{imageMax}}；视频资料：{{videoTypes}}，不超过 {{videoMax}}；文字资料无需文件",
      "imageHint": "图片：{{types}}，不超过 {{max}}",
      "videoHint": "视频：{{types}}，不超过 {{max}}",
      "imageRequired": "请上传图片文件",
      "videoRequired": "请上传视频文件",
      "textNoFile": "文字资料不能上传文件",
      "contentRequired": "请填写文字内容"
    }
  },
  {
    "agency": {
      "id": "ID",
      "name": "Agency",
      "contact": "Contact",
      "deviceCount": "Devices",
      "detailTitle": "Agency detail",
      "tabs": "Agency detail",
      "tab": {"admins": "Administrators", "devices": "Related devices"}
    },
    "institution": {
      "id": "ID",
      "name": "Institution",
      "nameEn": "English name",
      "level": "Level",
      "levelValues": {
        "PROVINCE": "Province",
        "CITY": "City",
        "REGION": "District",
        "UNIT": "Unit"
      },
      "parentId": "Parent institution",
      "parentName": "Parent institution",
      "cityId": "City",
      "cityName": "City",
      "address": "Address",
      "contact": "Contact",
      "phone": "Phone",
      "packageId": "Package",
      "packageName": "Package",
      "deviceCount": "Devices",
      "icon": "Icon",
      "inspectionReportService": "Inspection report service",
      "inspectionReportServiceValues": {"true": "On", "false": "Off"},
      "callForHelpCode": "Call-for-help code",
      "callForHelpCodeHint": "4 to 20 letters or digits, printed on the cabinets; scanning it starts a one-click call",
      "callForHelpCodeRule": "The call-for-help code is 4 to 20 letters or digits.",
      "childCount": "Child institutions",
      "tree": "Organisation",
      "treeAll": "All institutions",
      "treeHint": "Choose an institution to list the ones directly under it",
      "tabs": "Institution detail",
      "tab": {"admins": "Administrators", "children": "Child institutions", "devices": "Devices", "volunteers": "Volunteers", "packages": "Packages", "service": "Service config", "inform": "Inform volunteers", "inspections": "Inspection records", "help-codes": "Call-for-help codes"},
      "service": {"title": "Service config", "package": "Package", "inspection": "Inspection report service", "callForHelpCode": "Call-for-help code", "helpDistance": "One-click help call distance", "helpReceivers": "Volunteers notified per call (max)", "edit": "Edit the service config"},
      "inform": {"title": "Inform volunteers", "intro": "On a one-click call, the volunteers near this institution's devices are notified by these rules:", "volunteers": "Volunteers guarding its devices", "certified": "with a valid certificate", "receiving": "receiving calls now", "config": "Edit the one-click help config"},
      "detailTitle": "Institution detail"
    },
    "institutionAdmin": {"username": "Login", "name": "Name", "phoneNumber": "Mobile", "roleName": "Role", "active": "State", "activeValues": {"true": "Enabled", "false": "Disabled"}, "lastLoginDate": "Last sign-in"},
    "institutionVolunteer": {"name": "Name", "phoneNumber": "Mobile", "certificateState": "Certificate", "certificateStateValues": {"VALID": "Valid", "INVALID": "Invalid"}, "deviceCount": "Devices guarded", "since": "Guarding since"},
    "institutionPackage": {"name": "Package", "years": "Years", "deviceCount": "Devices", "validCount": "Devices in service", "firstExpiry": "First expiry"},
    "institutionHelpCode": {"code": "Code", "sn": "Device serial number", "address": "Device address", "callCount": "Calls"},
    "examQuestion": {
      "orderNumber": "Order",
      "question": "Question",
      "optionA": "Option A",
      "optionB": "Option B",
      "optionC": "Option C",
      "answerOption": "Answer",
      "answerOptionValues": {
        "OPTION_A": "A",
        "OPTION_B": "B",
        "OPTION_C": "C"
      },
      "description": "Explanation"
    },
    "learningData": {
      "orderNumber": "Order",
      "key": "Key",
      "title": "Title",
      "learningDataType": "Kind",
      "learningDataTypeValues": {
        "TEXT": "Text",
        "IMAGE": "Image",
        "VIDEO": "Video"
      },
      "content": "Text",
      "file": "File",
      "description": "Description",
      "keyFormat": "Letters, digits, underscores and hyphens only.",
      "fileHint": "Image items: {{imageTypes}}, at most {{imageMax}}; video items: {{videoTypes}}, at most {{videoMax}}; text items take no file",
      "imageHint": "Image: {{types}}, at most {{max}}",
      "videoHint": "Video: {{types}}, at most {{max}}",
      "imageRequired": "Upload the image file.",
      "videoRequired": "Upload the video file.",
      "textNoFile": "A text item takes no file",
      "contentRequired": "Enter the text."
    }
  },
);
