import { defineArea } from "../shape";

/** Content (§2). */
export const contentArea = defineArea(
  {
    "news": {
      "title": "标题",
      "type": "类型",
      "typeValues": {
        "NEWS": "新闻",
        "KNOWLEDGE": "知识",
        "GUIDE": "指南"
      },
      "cover": "封面",
      "content": "正文",
      "contentHint": "可使用段落、加粗、列表、链接和图片；脚本和事件属性会被去除",
      "coverRequired": "请上传文章封面",
      "contentRequired": "请输入文章内容",
      "top": "置顶",
      "topValues": {
        "true": "是",
        "false": "否"
      },
      "readCount": "阅读数",
      "likeCount": "点赞数",
      "publishTime": "发布时间"
    },
    "course": {
      "name": "课程名称",
      "type": "类型",
      "typeValues": {
        "ONLINE": "线上",
        "OFFLINE": "线下"
      },
      "courseDate": "日期",
      "startTime": "开始时间",
      "hours": "课时（小时）",
      "price": "价格（元）",
      "peopleCount": "人数",
      "address": "地址",
      "url": "链接",
      "intro": "课程介绍",
      "contact": "联系人",
      "phone": "联系电话",
      "cover": "封面",
      "coverRequired": "请上传课程封面"
    },
    "video": {
      "name": "视频名称",
      "type": "类型",
      "typeValues": {
        "TEACHING": "教学",
        "PROMOTION": "宣传",
        "CASE": "案例"
      },
      "photographer": "拍摄者",
      "url": "视频地址",
      "urlHint": "填写网址，或在下方上传视频",
      "file": "上传视频",
      "fileHint": "mp4、webm 或 mov，不超过 10M；上传后以其地址为视频地址",
      "urlOrFile": "请填写视频地址或上传视频"
    },
    "questionnaire": {
      "name": "问卷名称",
      "peopleGroup": "面向人群",
      "peopleGroupValues": {
        "ALL": "所有人",
        "VOLUNTEER": "志愿者",
        "AUTH_VOLUNTEER": "认证志愿者"
      },
      "source": "来源",
      "url": "问卷链接",
      "miniProgramPath": "小程序路径",
      "appId": "AppID",
      "questions": "题目",
      "back": "返回问卷列表"
    },
    "questionnaireQuestion": {
      "title": "问卷题目",
      "name": "题目",
      "type": "题目类型",
      "answer": "答案",
      "answerHint": "答案或可选项，多个选项用“/”分隔",
      "orderNumber": "排序"
    },
    "richText": {
      "toolbar": "{{field}}格式工具栏",
      "bold": "加粗",
      "italic": "斜体",
      "heading": "小标题",
      "bulletList": "无序列表",
      "orderedList": "有序列表",
      "quote": "引用",
      "link": "链接",
      "linkPrompt": "链接地址（http、https 或 mailto）",
      "preview": "预览",
      "edit": "编辑",
      "previewLabel": "{{field}}预览",
      "previewEmpty": "（无内容）"
    },
    "custQuestion": {
      "orderNumber": "排序",
      "type": "问题类型",
      "typeValues": {
        "AED_USE": "AED 使用",
        "AED_INSTALL": "AED 安装",
        "AED_PART": "AED 配件",
        "FUNCTION": "功能",
        "COURSE": "课程",
        "VOLUNTEER": "志愿者",
        "OTHER": "其他"
      },
      "question": "问题",
      "answer": "回答"
    },
    "feedback": {
      "createdDate": "提交时间",
      "type": "类型",
      "typeValues": {
        "IMPROVEMENT": "改进建议",
        "DEMAND": "需求",
        "PROBLEM": "问题",
        "OTHER": "其他"
      },
      "origin": "来源",
      "originValues": {
        "MINI_PROGRAM": "小程序",
        "PC": "电脑端",
        "APP": "App"
      },
      "handleState": "处理状态",
      "handleStateValues": {
        "UNTREATED": "未处理",
        "PROCESSED": "已处理",
        "PROCESSING": "不予处理"
      },
      "contact": "联系人",
      "phone": "电话",
      "content": "内容",
      "handleNote": "处理说明",
      "pass": "处理",
      "passTitle": "处理反馈",
      "passed": "反馈已处理",
      "note": "处理说明",
      "decision": "处理结果",
      "alreadyHandled": "该反馈已处理，无需再处理。"
    },
    "contract": {
      "name": "合同名称",
      "number": "合同编号",
      "signer": "签订人",
      "signerPhone": "签订人电话",
      "partyA": "甲方公司",
      "partyB": "乙方公司",
      "contact": "联系人",
      "contactPhone": "联系电话",
      "signDate": "签订日期",
      "file": "合同文件",
      "remark": "备注"
    }
  },
  {
    "news": {
      "title": "Title",
      "type": "Type",
      "typeValues": {
        "NEWS": "News",
        "KNOWLEDGE": "Knowledge",
        "GUIDE": "Guide"
      },
      "cover": "Cover",
      "content": "Content",
      "contentHint": "Paragraphs, bold, lists, links and images are kept; scripts and event attributes are removed",
      "coverRequired": "Please upload the article cover.",
      "contentRequired": "Please enter the article content.",
      "top": "Pinned",
      "topValues": {
        "true": "Yes",
        "false": "No"
      },
      "readCount": "Reads",
      "likeCount": "Likes",
      "publishTime": "Published"
    },
    "course": {
      "name": "Course",
      "type": "Type",
      "typeValues": {
        "ONLINE": "Online",
        "OFFLINE": "Offline"
      },
      "courseDate": "Date",
      "startTime": "Starts",
      "hours": "Hours",
      "price": "Price (CNY)",
      "peopleCount": "People",
      "address": "Address",
      "url": "URL",
      "intro": "Introduction",
      "contact": "Contact",
      "phone": "Phone",
      "cover": "Cover",
      "coverRequired": "Please upload the course cover."
    },
    "video": {
      "name": "Name",
      "type": "Type",
      "typeValues": {
        "TEACHING": "Teaching",
        "PROMOTION": "Promotion",
        "CASE": "Case"
      },
      "photographer": "Photographer",
      "url": "URL",
      "urlHint": "Type its address, or upload the video below",
      "file": "Upload a video",
      "fileHint": "mp4, webm or mov, at most 10M; its stored address becomes the URL",
      "urlOrFile": "Type the video's URL or upload a video"
    },
    "questionnaire": {
      "name": "Name",
      "peopleGroup": "Audience",
      "peopleGroupValues": {
        "ALL": "Everyone",
        "VOLUNTEER": "Volunteers",
        "AUTH_VOLUNTEER": "Certified volunteers"
      },
      "source": "Source",
      "url": "URL",
      "miniProgramPath": "Mini-program path",
      "appId": "App ID",
      "questions": "Questions",
      "back": "Back to questionnaires"
    },
    "questionnaireQuestion": {
      "title": "Questionnaire questions",
      "name": "Question",
      "type": "Type",
      "answer": "Answer",
      "answerHint": "The answer, or the choices offered separated by “/”",
      "orderNumber": "Order"
    },
    "richText": {
      "toolbar": "{{field}} formatting toolbar",
      "bold": "Bold",
      "italic": "Italic",
      "heading": "Heading",
      "bulletList": "Bulleted list",
      "orderedList": "Numbered list",
      "quote": "Quote",
      "link": "Link",
      "linkPrompt": "Link address (http, https or mailto)",
      "preview": "Preview",
      "edit": "Edit",
      "previewLabel": "{{field}} preview",
      "previewEmpty": "(empty)"
    },
    "custQuestion": {
      "orderNumber": "Order",
      "type": "Type",
      "typeValues": {
        "AED_USE": "Using an AED",
        "AED_INSTALL": "Installing an AED",
        "AED_PART": "AED parts",
        "FUNCTION": "Functions",
        "COURSE": "Courses",
        "VOLUNTEER": "Volunteers",
        "OTHER": "Other"
      },
      "question": "Question",
      "answer": "Answer"
    },
    "feedback": {
      "createdDate": "Submitted",
      "type": "Type",
      "typeValues": {
        "IMPROVEMENT": "Improvement",
        "DEMAND": "Demand",
        "PROBLEM": "Problem",
        "OTHER": "Other"
      },
      "origin": "Origin",
      "originValues": {
        "MINI_PROGRAM": "Mini program",
        "PC": "PC",
        "APP": "App"
      },
      "handleState": "Handling",
      "handleStateValues": {
        "UNTREATED": "Untreated",
        "PROCESSED": "Processed",
        "PROCESSING": "Not to handle"
      },
      "contact": "Contact",
      "phone": "Phone",
      "content": "Content",
      "handleNote": "Handling note",
      "pass": "Handle",
      "passTitle": "Handle feedback",
      "passed": "Feedback handled",
      "note": "Handling note",
      "decision": "Decision",
      "alreadyHandled": "This feedback is already handled."
    },
    "contract": {
      "name": "Contract",
      "number": "Number",
      "signer": "Signer",
      "signerPhone": "Signer phone",
      "partyA": "Party A",
      "partyB": "Party B",
      "contact": "Contact",
      "contactPhone": "Contact phone",
      "signDate": "Signed",
      "file": "Contract file",
      "remark": "Remark"
    }
  },
);
